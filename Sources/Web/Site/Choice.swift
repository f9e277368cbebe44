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
