import Testing
import WordSearch

@Suite("Custom games from a JSON document")
struct CustomJSONTests {
    static func params(_ json: String) throws(WordSearchError) -> WordSearchParams {
        try WordSearchParams.custom(json: Array(json.utf8))
    }

    static func refusal(_ json: String) -> String? {
        Support.refusal { () throws(WordSearchError) in try params(json) }
    }

    @Test("A full document")
    func full() throws {
        let params = try Self.params(#"{"words": ["Swift", "Objective-C", "\u004Aava"], "size": 12, "reveals": 1, "directions": ["right", "downRight"]}"#)
        #expect(params.words == ["SWIFT", "OBJECTIVEC", "JAVA"])
        #expect(params.width == 12 && params.height == 12)
        #expect(params.reveals == 1)
        #expect(params.directions == [.right, .downRight])
        #expect(params.level == .custom)
    }

    @Test("Width and height instead of size; reveals and directions have defaults")
    func defaults() throws {
        let params = try Self.params("\u{FEFF}\n{ \"words\" : [ \"Swift\" ], \"width\" : 8, \"height\" : 10 }\n")
        #expect(params.width == 8 && params.height == 10)
        #expect(params.reveals == 2)
        #expect(params.directions == Direction.allCases)
    }

    @Test("Each refusal names the problem", arguments: [
        (#"{"words": ["Swift"], "size": 12"#, "The JSON could not be read: the document ends too early (at byte 31)."),
        (#"{"words": ["Swift",], "size": 12}"#, "The JSON could not be read: unexpected “]” (at byte 19)."),
        (#"{words: ["Swift"]}"#, "The JSON could not be read: expected a name in quotes (at byte 1)."),
        (#"{"words": ["Swift"], "size": 012}"#, "The JSON could not be read: a number cannot start with 0 (at byte 29)."),
        (#"{"words": ["Swift"], "size": 12} x"#, "The JSON could not be read: text after the end of the document (at byte 33)."),
        (#"{"size": 8, "size": 9, "words": ["Swift"]}"#, "The JSON could not be read: “size” appears twice (at byte 12)."),
        ("", "The JSON could not be read: the document ends too early (at byte 0)."),
        (#"["Swift"]"#, #"The JSON must be an object, like {"words": ["Swift", "Java"], "size": 12}."#),
        (#"{"words": ["Swift"], "size": 12, "colour": "red"}"#, "“colour” is not a setting: use words, size (or width and height), reveals and directions."),
        (#"{"size": 12}"#, #"The JSON needs a “words” list, like ["Swift", "Java"]."#),
        (#"{"words": "Swift, Java", "size": 12}"#, #"“words” must be a list of words in quotes, like ["Swift", "Java"]."#),
        (#"{"words": ["Swift", 7], "size": 12}"#, "Every entry of “words” must be a word in quotes; entry 2 is not."),
        (#"{"words": [], "size": 12}"#, "Enter at least one word."),
        (#"{"words": ["Swift", "C#"], "size": 12}"#, "“C#” cannot be used: “#” is not a letter from A to Z."),
        (#"{"words": ["Swift", "SWIFT"], "size": 12}"#, "“SWIFT” is in the list twice."),
        (#"{"words": ["Java", "JavaScript"], "size": 12}"#, "“JAVA” is part of “JAVASCRIPT”, so it would be found twice."),
        (#"{"words": ["Swift"]}"#, "The JSON needs the grid “size”, or both “width” and “height” (each from 6 to 20)."),
        (#"{"words": ["Swift"], "width": 8}"#, "The JSON needs the grid “size”, or both “width” and “height” (each from 6 to 20)."),
        (#"{"words": ["Swift"], "size": 8, "width": 8, "height": 8}"#, "Give either “size” or “width” and “height”, not both."),
        (#"{"words": ["Swift"], "size": "12"}"#, "“size” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "size": 12.5}"#, "“size” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "size": 1e1}"#, "“size” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "size": 21}"#, "“size” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "width": 8, "height": 5}"#, "“height” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "size": 8, "reveals": 9}"#, "“reveals” must be a whole number from 0 to 5."),
        (#"{"words": ["Swift"], "size": 8, "directions": []}"#, "Choose at least one direction."),
        (#"{"words": ["Swift"], "size": 8, "directions": "right"}"#, "“directions” must be a list of directions in quotes, from: right, left, down, up, downRight, downLeft, upRight, upLeft."),
        (#"{"words": ["Swift"], "size": 8, "directions": ["diagonal"]}"#, "Every entry of “directions” must be one of: right, left, down, up, downRight, downLeft, upRight, upLeft."),
    ])
    func refused(json: String, message: String) {
        #expect(Self.refusal(json) == message)
    }

    @Test("31 words are too many")
    func tooManyWords() {
        let words = CustomTextTests.words(31).split(separator: "\n").map { "\"\($0)\"" }.joined(separator: ",")
        #expect(Self.refusal(#"{"size": 20, "words": [\#(words)]}"#) == "Enter at most 30 words (this list has 31).")
    }

    @Test("A document over 4096 bytes is refused without being read")
    func tooLong() {
        let padding = String(repeating: " ", count: 4_096)
        #expect(Self.refusal(#"{"words": ["Swift"], "size": 12}"# + padding) == "The JSON document is too long: keep it under 4096 bytes.")
    }

    @Test("Hostile documents are refused, never crash", arguments: [
        String(repeating: "[", count: 2_000),
        #"{"words": ["Sw\"#,
        "{\"words\": [\"Sw\nift\"]}",
        #"{"words": ["\uD800"]}"#,
        #"{"words": ["\u12"]}"#,
        #"{"words": ["\q"]}"#,
        #"{"words": [tru]}"#,
        #"{"words": [-]}"#,
        "{\"words\": [\"\u{0}\"]}",
    ])
    func hostile(json: String) {
        let message = Self.refusal(json)
        #expect(message?.hasPrefix("The JSON could not be read") == true, "\(message ?? "accepted")")
    }

    @Test("Bytes that are not UTF-8 inside a word are refused")
    func notUTF8() {
        let bytes = Array(#"{"size": 8, "words": [""#.utf8) + [0xC3, 0x28] + Array(#""]}"#.utf8)
        let message = Support.refusal { () throws(WordSearchError) in try WordSearchParams.custom(json: bytes) }
        #expect(message?.hasPrefix("The JSON could not be read: text that is not UTF-8") == true)
    }
}
