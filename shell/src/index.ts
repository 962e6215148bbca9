// Async boundary: shared singletons (react, @club/shared, ...) are negotiated before bootstrap runs.
import('./bootstrap');
