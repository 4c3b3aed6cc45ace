// swift-tools-version:6.1
// Benchmarks live in their own package so that library users never resolve package-benchmark.
// Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "SpeakableBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Speakable", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SpeakableBenchmarks",
            dependencies: [
                .product(name: "Speakable", package: "Speakable"),
                .product(name: "SpeakableStringTables", package: "Speakable"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SpeakableBenchmarks",
            resources: [.copy("ui-strings.tsv"), .copy("tables")],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
