/// How deep the recursive readers (`.xcstrings` JSON, `.stringsdict` property lists) let arrays,
/// objects and dictionaries nest. Real catalogs nest under 12 levels; the limit keeps hostile files
/// (100,000 nested arrays) from overflowing the stack: they get an error at the first level too deep.
///
/// ```swift
/// try XCStringsFile.parse(Array((String(repeating: "[", count: 300)).utf8), path: "x.xcstrings", encoding: .utf8)
/// // throws x.xcstrings:1:257: expected nesting no deeper than 256 levels (arrays and objects)
/// ```
package enum NestingLimit {
    package static let maximumDepth = 256

    static func expected(_ containers: String) -> String {
        "nesting no deeper than \(maximumDepth) levels (\(containers))"
    }
}
