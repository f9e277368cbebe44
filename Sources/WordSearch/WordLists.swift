/// The word lists shipped with the app, in every language (`WordLists+<Language>`): the same themes with the same
/// ids and titles, each list real words of its language. Within a list no word is part of another (forwards or
/// backwards, as its alphabet spells them), so every word can be hidden exactly once. The lists named here are
/// English's.
public enum WordLists {
    /// The list of the original Word Search app, and the default: its six words first, then enough of the same
    /// kind to fill a Hard board as the level picker promises (six words alone cannot).
    public static let original = WordList(
        id: "original", title: "Original",
        words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile",
                "Xcode", "Android", "Compiler", "Function", "Debugger", "Closure", "Protocol", "Gradle", "Tablet"],
        core: 6)

    public static let languages = WordList(
        id: "languages", title: "Programming languages",
        words: ["Swift", "Kotlin", "Python", "Ruby", "Rust", "Haskell", "Elixir", "Erlang", "Scala",
                "Clojure", "Fortran", "Cobol", "Pascal", "Lisp", "Prolog", "Dart", "Julia", "Perl",
                "Lua", "OCaml", "TypeScript", "Zig", "Racket", "Smalltalk"])

    public static let animals = WordList(
        id: "animals", title: "Animals",
        words: ["Elephant", "Giraffe", "Penguin", "Dolphin", "Kangaroo", "Tiger", "Zebra", "Otter",
                "Badger", "Beaver", "Falcon", "Rabbit", "Squirrel", "Walrus", "Octopus", "Hedgehog",
                "Panda", "Koala", "Lobster", "Camel", "Moose", "Bison", "Jaguar", "Llama", "Gorilla",
                "Flamingo"])

    public static let space = WordList(
        id: "space", title: "Planets and space",
        words: ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto",
                "Ceres", "Eris", "Titan", "Europa", "Ganymede", "Callisto", "Phobos", "Triton", "Charon",
                "Comet", "Asteroid", "Orbit", "Galaxy", "Nebula", "Meteor", "Eclipse"])

    public static let fruits = WordList(
        id: "fruits", title: "Fruits",
        words: ["Apple", "Banana", "Cherry", "Mango", "Orange", "Papaya", "Kiwi", "Lemon", "Lime",
                "Grape", "Peach", "Pear", "Plum", "Apricot", "Coconut", "Fig", "Guava", "Lychee", "Olive",
                "Quince", "Raspberry", "Strawberry", "Blueberry", "Tangerine", "Nectarine"])

    /// Every English list, in the order a picker shows them.
    public static let all: [WordList] = [original, languages, animals, space, fruits]

    /// Every list of a language, in the order a picker shows them (the same ids in every language).
    public static func all(in language: WordSearchLanguage) -> [WordList] {
        switch language {
        case .en: all
        case .es: spanish
        case .fr: french
        case .de: german
        case .ptBR: portuguese
        case .ar: arabic
        }
    }

    /// The English list with this id, or nil when there is none.
    public static func list(id: String) -> WordList? {
        all.first { $0.id == id }
    }

    /// The list with this id in a language, or nil when there is none.
    public static func list(id: String, in language: WordSearchLanguage) -> WordList? {
        all(in: language).first { $0.id == id }
    }
}
