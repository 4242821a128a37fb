// cookbook: the terminal recipe browser. The work happens in CookbookApp (state, update, view)
// and Terminal (cells, ncurses); this file wires them to the process: arguments, files,
// signals, and the key loop.
import CookbookApp
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

exit(CookbookCommand.main(arguments: Array(CommandLine.arguments.dropFirst()),
                          environment: ProcessInfo.processInfo.environment))
