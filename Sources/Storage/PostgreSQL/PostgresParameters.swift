/// Bound values as libpq takes them: numbers and text in text form (NUL-terminated), blobs in binary form.
/// The buffers live until `deallocate`, after the statement ran.
struct PostgresParameters {
    private(set) var values: [UnsafePointer<CChar>?] = []
    private(set) var lengths: [Int32] = []
    private(set) var formats: [Int32] = []

    init(_ bindings: [SQLValue]) throws(DatabaseError) {
        values.reserveCapacity(bindings.count)
        for value in bindings {
            switch value {
            case .null:
                append(nil, length: 0, format: 0)
            case .integer(let number):
                appendText(String(number))
            case .real(let number):
                appendText(number.description)  // shortest text that reads back as the same double
            case .text(let text):
                // PostgreSQL text cannot hold NUL; cutting the string there would store something else.
                guard !text.utf8.contains(0) else {
                    deallocate()
                    throw DatabaseError(kind: .other, message: "PostgreSQL text cannot contain a NUL character")
                }
                appendText(text)
            case .blob(let bytes):
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(bytes.count, 1))
                bytes.withUnsafeBytes { raw in
                    if let base = raw.baseAddress { UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: raw.count) }
                }
                append(UnsafePointer(buffer), length: Int32(bytes.count), format: 1)
            }
        }
    }

    private mutating func appendText(_ text: String) {
        let utf8 = Array(text.utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
        buffer.initialize(from: utf8, count: utf8.count)
        append(UnsafePointer(buffer), length: Int32(utf8.count - 1), format: 0)
    }

    private mutating func append(_ value: UnsafePointer<CChar>?, length: Int32, format: Int32) {
        values.append(value)
        lengths.append(length)
        formats.append(format)
    }

    func deallocate() {
        for value in values { value.map { UnsafeMutablePointer(mutating: $0).deallocate() } }
    }
}
