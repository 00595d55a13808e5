import '@testing-library/jest-dom';
import './src/testing/async-timeout';
