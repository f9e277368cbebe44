import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--log-format json`: one JSON object a line on stderr, for log shippers: `time` (UTC, milliseconds), `level`,
/// `message`, then the metadata's keys (an access line's `request_id`, `method`, `route`, `status`, `duration_ms`,
/// `client`, `path`). Every string is escaped, so a hostile path or method cannot break or forge a line.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let label: String

    public init(label: String, level: Logger.Level) {
        self.label = label
        logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var line = Self.line(time: Self.now(), level: event.level, message: "\(event.message)",
                             metadata: metadata.merging(event.metadata ?? [:]) { $1 })
        line.append("\n")
        // One write(2) a line: lines from several threads never interleave.
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// One line without its newline; metadata keys sorted, numbers whose text is an integer written as numbers.
    public static func line(time: timespec, level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
        var line = "{\"time\":\"\(timestamp(time))\",\"level\":\"\(level.rawValue)\",\"message\":"
        appendString(message, to: &line)
        for key in metadata.keys.sorted() {
            line.append(",")
            appendString(key, to: &line)
            line.append(":")
            switch metadata[key]! {
            case .string(let text) where numericKeys.contains(key) && isNumber(text):
                line.append(text)
            case .string(let text):
                appendString(text, to: &line)
            case let other:
                appendString(other.description, to: &line)
            }
        }
        line.append("}")
        return line
    }

    /// Keys whose values go out as JSON numbers.
    static let numericKeys: Set<String> = ["status", "duration_ms"]

    private static func isNumber(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count < 24 && Double(text) != nil && text.utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2E }
    }

    /// A JSON string: quotes, backslashes and every control character (C0, DEL, C1, the line separators) escaped.
    public static func appendString(_ text: String, to line: inout String) {
        line.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": line.append("\\\"")
            case "\\": line.append("\\\\")
            case "\n": line.append("\\n")
            case "\r": line.append("\\r")
            case "\t": line.append("\\t")
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                line.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: line.unicodeScalars.append(scalar)
            }
        }
        line.append("\"")
    }

    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// `2026-12-02T19:33:44.123Z`.
    static func timestamp(_ time: timespec) -> String {
        var seconds = time.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliseconds = Int(time.tv_nsec / 1_000_000)
        let shownMilliseconds = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(shownMilliseconds)Z"
    }
}
