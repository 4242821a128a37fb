#if canImport(Glibc)
import Glibc
#endif

/// The process's arguments as the bytes the system gave, for `CookbookCommand.main(rawArguments:)`
/// (which names an argument that is not UTF-8 instead of guessing at it).
public enum CommandArguments {
    /// The arguments after the program name: `vector[1..<count]`, stopping early at a null entry.
    /// Nothing is assumed of `count`: with libfaketime preloaded it reads 0, and a program
    /// can be started with no name at all.
    public static func raw(count: Int32, vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [[UInt8]] {
        guard let vector, count > 1 else { return [] }
        var arguments: [[UInt8]] = []
        for index in 1..<Int(count) {
            guard let argument = vector[index] else { break }
            arguments.append(Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument))))
        }
        return arguments
    }
}
