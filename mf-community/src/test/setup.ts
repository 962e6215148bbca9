// The machines that run these tests are often busy: waits that are short on a quiet machine
// (the messenger's 0.3 s loading state, the search's pause) get room here.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
