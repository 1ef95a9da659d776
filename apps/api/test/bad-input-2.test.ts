import { describeBadInputPart } from './bad-input/route-fuzz';

// A third of the routes: the three parts run side by side instead of one long file at the end of the run.
await describeBadInputPart(2, 3);
