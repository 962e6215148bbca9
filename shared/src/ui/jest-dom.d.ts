// Matchers of @testing-library/jest-dom (loaded by the jest preset) for the kit's tests.
import '@testing-library/jest-dom';
