import '@testing-library/jest-dom';
import '@ela/web-kit/src/testing/async-timeout';
