// cookbook: the terminal recipe browser. The work happens in CookbookApp (state, update, view)
// and Terminal (cells, ncurses); this file hands the process's raw arguments and environment
// to it and exits with its status.
import CookbookShell
#if canImport(Glibc)
import Glibc
#endif
import RecipeStore
import Terminal

// Before anything is made: heaps that grow in large steps (a big folder's load makes hundreds
// of thousands of small values).
HeapGrowth.growInLargeSteps()

let rawArguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
exit(CookbookCommand.main(rawArguments: rawArguments, environment: ProcessEnvironment.read()))
