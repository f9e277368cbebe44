/// One value for each language, such as a cache of pages that differ only in their words.
struct PerLanguage<Value: Sendable>: Sendable {
    private let values: [Value]

    init(_ make: (Language) -> Value) {
        values = Language.allCases.map(make)
    }

    subscript(language: Language) -> Value {
        values[language.number - 1]
    }

    /// The value of the language the page is being made in.
    var current: Value { self[Language.chosen] }

    var all: [Value] { values }
}
