/// One option of a setup form (a radio button or a select option), with whether it is chosen now.
struct Choice: Sendable {
    let value: String
    let title: String
    let checked: Bool
}

extension Choice: TemplateFields {
    var templateFields: TemplateObject {
        ["value": .init(value), "title": .init(title), "checked": .init(checked)]
    }
}

extension Choice {
    /// One choice for each case of `T`, in order, the `chosen` one checked.
    static func each<T: CaseIterable & RawRepresentable<String> & Equatable>(_ chosen: T, title: (T) -> String) -> [Choice] {
        T.allCases.map { Choice(value: $0.rawValue, title: title($0), checked: $0 == chosen) }
    }
}
