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
        .systemLibrary(
            name: "CCrypto",
            path: "Modules/CCrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "Modules/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // librsvg and cairo, for `--format png` only (the executable's).
        .systemLibrary(
            name: "CRsvg",
            path: "Modules/CRsvg",
            providers: [.apt(["librsvg2-dev"])]
        ),

        // Pure-Swift core: data, archive, layout, raster, selection. No terminal.
        .target(name: "DayBandsRecords", dependencies: ["CCrypto"]),
        .target(name: "DayBandsImport", dependencies: ["DayBandsRecords", "CYajl"]),
        .target(name: "DayBandsSources", dependencies: ["DayBandsRecords", "DayBandsImport"]),
        .target(name: "DayBandsArchive", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "CSQLite"]),
        .target(name: "DayBandsChart", dependencies: ["DayBandsRecords"]),
        .target(name: "DayBandsLive", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsChart"]),
        .target(name: "DayBandsViewer", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive"]),
        .target(name: "DayBandsReport", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer"]),
        .target(name: "DayBandsSettings", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer", "DayBandsReport"]),
        .target(name: "DayBands", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer", "DayBandsReport", "DayBandsSettings"]),

        // The command line: the table of options, and the parser, help, man
        // page section and shell completions made from it. The core knows no argv.
        .target(name: "DayBandsCommandLine", dependencies: ["DayBands"]),

        // ncurses front end: layers to panels, keys and mouse to events.
        .target(name: "DayBandsTerminal", dependencies: ["DayBands", "CNcurses"]),

        // The command-line program.
        .executableTarget(name: "daybands", dependencies: ["DayBands", "DayBandsCommandLine", "DayBandsTerminal", "CRsvg"]),

        // In-process timings for `make bench` (never part of `make test`).
        // CAllocCount defines counting malloc/calloc/realloc; the executable
        // exports them so the dynamic linker binds every library's allocations to them.
        .target(name: "CAllocCount"),
        .executableTarget(name: "daybands-bench", dependencies: ["DayBands", "CAllocCount"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // Tests.
        .testTarget(name: "DayBandsTests", dependencies: ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer", "DayBandsReport", "DayBandsSettings", "DayBands", "DayBandsCommandLine"], exclude: ["Fixtures", "Snapshots"]),
    ]
)
