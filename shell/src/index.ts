import { startEarlyCalls } from './session/earlyCalls';

// The member's first calls go out now, while the app's code is still loading.
startEarlyCalls();
// Async boundary: shared singletons (react, @club/shared, ...) are negotiated before bootstrap runs.
import('./bootstrap');
