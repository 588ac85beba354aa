import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): lazily loaded modals compile on first import, which
// took over a second on a loaded 2-core machine and failed a correct test.
configure({ asyncUtilTimeout: 5000 });
