import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system error in plain words (`permission denied`, `no space left on device`), never Foundation's dump of
/// an `NSError` with its user-info dictionary and absolute paths.
enum FileProblem {
    /// What went wrong, in words.
    static func describe(_ error: any Error) -> String {
        if let readError = error as? MediaReadError { return readError.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return FileReader.reason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return FileReader.reason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileWriteFileExists: return "a file is in the way (a folder is needed)"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        default: return "cannot write there (error \(nsError.code))"
        }
    }

    /// Creates `path` and the folders above it as `mkdir -p` does; the error says why in words (a file in the way,
    /// permission denied), from the system's own reason.
    static func createFolder(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                var info = stat()
                guard code == EEXIST, stat(prefix, &info) == 0 else {
                    throw MediaReadError(description: "cannot create the folder: \(FileReader.reason(code))")
                }
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw MediaReadError(description: "cannot create the folder: \(prefix) is a file, not a folder")
                }
            }
            prefix += "/"
        }
    }
}
