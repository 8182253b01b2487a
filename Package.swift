// swift-tools-version:6.0
import PackageDescription

// The core's targets depend only on those before them (docs/ARCHITECTURE.md,
// "Targets"). A release build optimises across them as across one module: the
// readers, statistics and panel are generic over collections, and a call from
// another target would otherwise run unspecialised (docs/PERFORMANCE.md).
// Each target the front ends use is named, not only the re-exporting
// `DayBands`: an incremental build rebuilds a dependent when a module it
// names changes, and a change seen only through `@_exported` went unseen (a
// field added to the viewer's `Scene` left the terminal's code reading the
// old layout: a crash at the first frame until a clean build).
let coreTargets: [Target.Dependency] = ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart",
                                        "DayBandsLive", "DayBandsViewer", "DayBandsReport", "DayBandsSettings", "DayBands"]

// Release builds link the Swift runtime and Foundation into the executables,
// as `swift build --static-swift-stdlib` does: the loader then maps 12 shared
// libraries, not 55, and binds far fewer symbols, which is most of what
// `daybands status` costs (docs/PERFORMANCE.md). Every Swift target is
// compiled so too: the static modules name the archives to link
// (FoundationNetworking's curl interface among them). Not libcurl: the
// executables get curl's functions from CCurlOnDemand, which opens it on
// the first request. Debug builds stay dynamic, which links faster.
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib", "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "curl"],
                                                  .when(configuration: .release))]
let staticRuntimeLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

func core(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies,
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))] + staticRuntime)
}

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
        core("DayBandsRecords", ["CCrypto"]),
        core("DayBandsImport", ["DayBandsRecords", "CYajl"]),
        core("DayBandsSources", ["DayBandsRecords", "DayBandsImport"]),
        core("DayBandsArchive", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "CSQLite"]),
        core("DayBandsChart", ["DayBandsRecords"]),
        core("DayBandsLive", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsChart"]),
        core("DayBandsViewer", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive"]),
        core("DayBandsReport", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer"]),
        core("DayBandsSettings", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer", "DayBandsReport"]),
        core("DayBands", ["DayBandsRecords", "DayBandsImport", "DayBandsSources", "DayBandsArchive", "DayBandsChart", "DayBandsLive", "DayBandsViewer", "DayBandsReport", "DayBandsSettings"]),

        // The command line: the table of options, and the parser, help, man
        // page section and shell completions made from it. The core knows no argv.
        .target(name: "DayBandsCommandLine", dependencies: coreTargets, swiftSettings: staticRuntime),

        // ncurses front end: layers to panels, keys and mouse to events.
        .target(name: "DayBandsTerminal", dependencies: coreTargets + ["CNcurses"], swiftSettings: staticRuntime),

        // libcurl opened on the first request, in release builds (its file says why).
        .target(name: "CCurlOnDemand", publicHeadersPath: ".",
                cSettings: [.define("DAYBANDS_CURL_ON_DEMAND", .when(configuration: .release))]),

        // The command-line program.
        .executableTarget(name: "daybands", dependencies: coreTargets + ["DayBandsCommandLine", "DayBandsTerminal", "CRsvg", "CCurlOnDemand"],
                         swiftSettings: staticRuntime, linkerSettings: staticRuntimeLink),

        // In-process timings for `make bench` (never part of `make test`).
        // CAllocCount defines counting malloc/calloc/realloc; the executable
        // exports them so the dynamic linker binds every library's allocations to them.
        .target(name: "CAllocCount"),
        .executableTarget(name: "daybands-bench", dependencies: coreTargets + ["CAllocCount", "CCurlOnDemand"], swiftSettings: staticRuntime,
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])] + staticRuntimeLink),

        // Tests.
        .testTarget(name: "DayBandsTests", dependencies: coreTargets + ["DayBandsCommandLine"], exclude: ["Fixtures", "Snapshots"]),
    ]
)
