// Busy test machines: waits that are short on a quiet machine get room here.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
