extension TemplateValue {
    /// A model read with one `Mirror` walk: structs become objects, nil optionals are left out, arrays become lists,
    /// classes, enums and tuples render as their description. A `TemplateFields` value lists its own fields instead:
    /// Mirror costs about a microsecond per field, so the big page models are worth making `TemplateFields`.
    init(reflecting value: Any) {
        switch value {
        case let text as String: self = .text(text)
        case let number as Int: self = .int(number)
        case let flag as Bool: self = .bool(flag)
        case let number as Double: self = .double(number)
        case let html as RenderedHTML: self = .html(html.bytes)
        case let ready as TemplateValue: self = ready
        case let model as any TemplateFields: self = .object(model.templateFields)
        default: self = Self.mirrored(value)
        }
    }

    private static func mirrored(_ value: Any) -> TemplateValue {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { TemplateValue(reflecting: $0.value) } ?? .null
        case .struct:
            var object = TemplateObject(capacity: Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                let field = TemplateValue(reflecting: child.value)
                if !field.isNull { object.append(label, field) }
            }
            return .object(object)
        case .collection, .set:
            return .list(mirror.children.map { TemplateValue(reflecting: $0.value) })
        default:
            if let fields = value as? [String: Any] {
                var object = TemplateObject(capacity: fields.count)
                for (name, field) in fields { object.append(name, TemplateValue(reflecting: field)) }
                return .object(object)
            }
            return .text(String(describing: value))
        }
    }
}
