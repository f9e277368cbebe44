/// Walks a compiled template over a model, writing the page's bytes, by swift-mustache 2.1.1's rules: a name climbs
/// from the innermost section value out; `false`, missing and empty lists skip a section (`{{^…}}` the reverse); a
/// list repeats it; `true` enters it as it is; any other value (even "" or 0) is entered as the innermost value.
struct TemplateRenderer {
    var output: HTMLOutput
    private var stack: [TemplateValue]
    private let plurals: PluralRules?

    init(model: TemplateValue, capacity: Int, plurals: PluralRules? = nil) {
        self.plurals = plurals
        output = HTMLOutput(capacity: capacity)
        stack = []
        stack.reserveCapacity(8)
        stack.append(model)
    }

    mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes { render(node) }
    }

    private mutating func render(_ node: TemplateNode) {
        switch node {
        case .text(let text):
            output.append(text)
        case .value(let path, let escaped):
            if let value = resolve(path) { write(value, escaped: escaped) }
        case .section(let path, let body, let inverted):
            let value = resolve(path)
            if inverted {
                renderInverted(body, value)
            } else {
                renderSection(body, value)
            }
        case .plural(let paths, let forms):
            var count = 0
            for path in paths {
                if case .int(let number)? = resolve(path) { count = number; break }
                if case .text(let text)? = resolve(path), let number = Int(text) { count = number; break }
            }
            let category = plurals?.category(of: count) ?? (count == 1 ? .one : .other)
            if let form = forms[category] ?? forms[.other] { render(form) }
        }
    }

    private mutating func renderSection(_ body: [TemplateNode], _ value: TemplateValue?) {
        switch value {
        case nil, .null?:
            break
        case .bool(let flag)?:
            if flag { render(body) }
        case .list(let items)?:
            for item in items { render(body, with: item) }
        case let value?:
            render(body, with: value)
        }
    }

    private mutating func renderInverted(_ body: [TemplateNode], _ value: TemplateValue?) {
        switch value {
        case nil, .null?:
            render(body)
        case .bool(let flag)?:
            if !flag { render(body) }
        case .list(let items)?:
            if items.isEmpty { render(body, with: .list(items)) }
        default:
            break
        }
    }

    private mutating func render(_ body: [TemplateNode], with value: TemplateValue) {
        stack.append(value)
        render(body)
        stack.removeLast()
    }

    // MARK: - Names and values

    private func resolve(_ path: TemplatePath) -> TemplateValue? {
        switch path {
        case .current:
            return stack[stack.count - 1]
        case .climbing(let first, let rest):
            for value in stack.reversed() {
                if let found = Self.field(first, of: value) { return Self.descend(found, rest) }
            }
            return nil
        case .anchored(let names):
            return Self.descend(stack[stack.count - 1], names)
        }
    }

    private static func field(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .object(let object) = value else { return nil }
        return object[name]
    }

    private static func descend(_ value: TemplateValue, _ names: [String]) -> TemplateValue? {
        var value = value
        for name in names {
            guard let next = field(name, of: value) else { return nil }
            value = next
        }
        return value
    }

    /// As swift-mustache printed values: numbers and `true`/`false` as Swift describes them. A list or an
    /// object has no text (swift-mustache printed a debug description; no template of ours does that).
    private mutating func write(_ value: TemplateValue, escaped: Bool) {
        output.escapes = escaped
        switch value {
        case .text(let text): output.write(string: text)
        case .html(let html): html.withUnsafeBufferPointer { output.write(bytes: $0) }
        case .int(let number): output.write(number)
        case .bool(let flag): output.write(flag ? "true" as StaticString : "false")
        case .double(let number): output.write(string: number.description)
        case .null, .list, .object: break
        }
        output.escapes = false
    }
}
