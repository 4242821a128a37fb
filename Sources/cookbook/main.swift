// cookbook: the terminal recipe browser. The work happens in CookbookApp (state, update, view)
// and Terminal (cells), TerminalCurses (ncurses); this file hands the process's raw arguments and environment
// to it and exits with its status.
import CookbookShell
#if canImport(Glibc)
import Glibc
#endif
import RecipeStore
import TerminalCurses

// Before anything is made: heaps that grow in large steps (a big folder's load makes hundreds
// of thousands of small values).
HeapGrowth.growInLargeSteps()

let rawArguments = CommandArguments.raw(count: CommandLine.argc, vector: CommandLine.unsafeArgv)
exit(CookbookCommand.main(rawArguments: rawArguments, environment: ProcessEnvironment.read()))
