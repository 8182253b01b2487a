// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "daybands",
    products: [
        .executable(name: "daybands", targets: ["daybands"]),
        .library(name: "DayBands", targets: ["DayBands"]),
    ],
    targets: [
        // System libraries from Debian packages.
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CYajl",
            path: "Modules/CYajl",
            providers: [.apt(["libyajl-dev"])]
        ),

        // Pure-Swift core: data, layout, raster, selection. No terminal.
        .target(name: "DayBands", dependencies: ["CYajl"]),

        // ncurses front end: layers to panels, keys and mouse to events.
        .target(name: "DayBandsTerminal", dependencies: ["DayBands", "CNcurses"]),

        // The command-line program.
        .executableTarget(name: "daybands", dependencies: ["DayBands", "DayBandsTerminal"]),

        // In-process timings for `make bench` (never part of `make test`).
        // It exports its own malloc/calloc/realloc (counting wrappers) so the
        // dynamic linker binds every library's allocations to them.
        .executableTarget(name: "daybands-bench", dependencies: ["DayBands"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // Tests.
        .testTarget(name: "DayBandsTests", dependencies: ["DayBands"], exclude: ["Fixtures", "Snapshots"]),
    ]
)
