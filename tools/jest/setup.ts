import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// Dialogs and layers load lazily (next/dynamic, decision 0004): on a loaded 2-core CI machine a lazy module can take
// longer than Testing Library's default 1 s to arrive, so `findBy*`/`waitFor` wait up to 5 s. Only a failing wait
// takes longer; passing ones return as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });
