/// The fields of a submitted form, as plain strings: games parse their moves from these
/// without knowing anything about HTTP.
public typealias FormFields = [String: String]

extension Dictionary where Key == String, Value == String {
    /// A whole number from a field, or nil when it is missing or not a plain integer.
    public func integer(_ name: String) -> Int? {
        guard let text = self[name], !text.isEmpty, text.count <= 9,
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
        return Int(text)
    }
}
