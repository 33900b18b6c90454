// A part of the hostile-input walk (test/hostile-walk.ts), a file of its own so workers share it.
import { walkHostileInput } from "./test/hostile-walk";

walkHostileInput(1);
