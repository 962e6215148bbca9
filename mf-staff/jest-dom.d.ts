// Types of the @testing-library/jest-dom matchers (installed by the tooling jest setup file).
import '@testing-library/jest-dom';
