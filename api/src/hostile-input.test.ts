// The hostile-input walk, part 1 of test/hostile-walk.ts's parts (and the check of the split);
// hostile-input.<n>.test.ts are the others, files of their own so vitest workers share the walk.
import { walkHostileInput } from "./test/hostile-walk";

walkHostileInput(0);
