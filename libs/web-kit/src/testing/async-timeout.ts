import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait. Screens load their code lazily, and on a two-core machine
 * running other suites beside them that can take longer than the library's default second; a
 * screen that never shows still fails, only later.
 */
configure({ asyncUtilTimeout: 5000 });
