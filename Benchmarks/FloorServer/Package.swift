// swift-tools-version:6.1
import PackageDescription

// libmicrohttpd's floor: a C server on the library alone, with our daemon flags, answering the bytes
// our server answered from memory. A package of its own so `make test`'s bench-build keeps it building.
let package = Package(
    name: "FloorServer",
    targets: [
        .executableTarget(
            name: "mhd-floor",
            linkerSettings: [.linkedLibrary("microhttpd")]
        ),
    ]
)
