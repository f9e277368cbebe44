/// A page model as the renderer reads it: plain cases it walks with a switch, no casts or reflection per tag.
/// `.null` is a value that is not there (a nil optional): a name that finds it keeps climbing the context, as
/// it did in swift-mustache.
enum TemplateValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
    /// HTML already rendered (`RenderedHTML`): `{{{name}}}` writes it as it is.
    case html([UInt8])
    case list([TemplateValue])
    case object(TemplateObject)

    init(_ value: some TemplateValueConvertible) {
        self = value.templateValue
    }

    var isNull: Bool {
        if case .null = self { true } else { false }
    }
}

/// One struct of a page model: its fields by name, in order. Pages have a few dozen fields at most, so a
/// scan beats hashing every name of every object a page builds.
struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [TemplateValue] = []

    init(capacity: Int = 0) {
        names.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// Names are not checked for repeats: of two fields with one name, the first is read.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(capacity: elements.count)
        for (name, value) in elements { append(name, value) }
    }

    /// The field's value; nil when the object has no such field or it is `.null`.
    subscript(name: String) -> TemplateValue? {
        for index in names.indices where names[index] == name {
            return values[index].isNull ? nil : values[index]
        }
        return nil
    }

    /// Appends without looking for an earlier field of that name (a struct's labels are unique).
    mutating func append(_ name: String, _ value: TemplateValue) {
        names.append(name)
        values.append(value)
    }
}

/// A model that lists its template fields itself, so rendering needs no `Mirror`, e.g.
/// `var templateFields: TemplateObject { ["csrf": .text(csrf), "flash": .init(flash)] }`. The fields must be what the
/// templates read of its stored properties; the template parity tests render every page both ways.
protocol TemplateFields: TemplateValueConvertible {
    var templateFields: TemplateObject { get }
}

extension TemplateFields {
    var templateValue: TemplateValue { .object(templateFields) }
}

/// A value that turns itself into a `TemplateValue`, for building `TemplateFields` by hand.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    var templateValue: TemplateValue { .text(self) }
}

extension Int: TemplateValueConvertible {
    var templateValue: TemplateValue { .int(self) }
}

extension Int64: TemplateValueConvertible {
    var templateValue: TemplateValue { .int(Int(self)) }
}

extension Bool: TemplateValueConvertible {
    var templateValue: TemplateValue { .bool(self) }
}

extension Double: TemplateValueConvertible {
    var templateValue: TemplateValue { .double(self) }
}

extension RenderedHTML: TemplateValueConvertible {
    var templateValue: TemplateValue { .html(bytes) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: TemplateValue { map(\.templateValue) ?? .null }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    var templateValue: TemplateValue { .list(map(\.templateValue)) }
}
