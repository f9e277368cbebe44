/// The language a browser asks for first (`Accept-Language`, RFC 9110 §12.5.4) among those the site has: the
/// highest weight wins, the earlier on a tie; `de-AT` matches German, `pt` and `pt-PT` Brazilian Portuguese, `*` and
/// anything unknown nothing.
enum AcceptLanguage {
    static func best(_ header: String?) -> Language? {
        guard let header, !header.isEmpty else { return nil }
        var best: (language: Language, weight: Double)?
        for item in header.split(separator: ",").prefix(32) {
            let parts = item.split(separator: ";")
            guard let tag = parts.first?.trimmingCharacters(in: .whitespaces), !tag.isEmpty, tag != "*" else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "q" { weight = Double(pair[1]) ?? 0 }
            }
            guard weight > 0, weight <= 1, let language = Language(code: tag) else { continue }
            if best == nil || weight > best!.weight { best = (language, weight) }
        }
        return best?.language
    }
}
