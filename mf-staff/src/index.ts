// Async boundary: shared singletons (react, @club/shared, ...) are negotiated before any app code
// runs ("Shared module is not available for eager consumption" otherwise).
import('./bootstrap');
