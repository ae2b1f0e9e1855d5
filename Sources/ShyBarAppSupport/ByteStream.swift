import Glibc

/// A file, or standard input, read in chunks of bytes: what a command-line tool needs to
/// stream its input without holding it whole. Errors carry the system's words for the
/// cause ("No such file or directory", "Is a directory"); the caller names the file.
public final class ByteReader {
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    private init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    /// Standard input (left open when the reader goes).
    public static func standardInput() -> ByteReader { ByteReader(descriptor: 0, ownsDescriptor: false) }

    /// Opens `path` for reading.
    public static func open(_ path: String) throws(FileError) -> ByteReader {
        var descriptor: Int32
        repeat { descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw FileError(systemError: errno) }
        return ByteReader(descriptor: descriptor, ownsDescriptor: true)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Up to `count` more bytes; none at the end of the input.
    public func read(upTo count: Int) throws(FileError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(1, count))
        var got = 0
        repeat {
            got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        } while got < 0 && errno == EINTR
        guard got >= 0 else { throw FileError(systemError: errno) }
        buffer.removeSubrange(got...)
        return buffer
    }
}

/// Standard output and standard error, written whole and unbuffered: a failed write (a
/// full disk, a closed descriptor) is reported, never lost.
public enum StandardStream: Int32, Sendable {
    /// Standard output.
    case output = 1
    /// Standard error.
    case error = 2

    /// Writes all of `text`.
    public func write(_ text: String) throws(FileError) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(rawValue, $0.baseAddress! + done, $0.count - done) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(systemError: errno)
            }
            done += written
        }
    }

    /// Writes `line` and a newline to standard error, ignoring failure (where else to say it?).
    public static func warn(_ line: String) {
        try? StandardStream.error.write(line + "\n")
    }
}

extension FileError {
    /// The system's words for `code` ("No space left on device").
    init(systemError code: Int32) {
        self.init(message: String(cString: strerror(code)), isMissing: code == ENOENT)
    }
}
