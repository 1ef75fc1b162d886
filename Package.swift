// swift-tools-version: 6.0
import PackageDescription

// Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`); with
// our own module named UIKit the compiler looks for it and fails. Tests that import
// both turn cross-import overlays off.
let noTestingOverlays: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
  name: "KeyboardLab",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
    .library(name: "SnapKit", targets: ["SnapKit"]),
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "RxCocoa", targets: ["RxCocoa"]),
    .library(name: "Then", targets: ["Then"]),
    .library(name: "KeyboardLab", targets: ["KeyboardLab"]),
    .library(name: "SeedScreens", targets: ["SeedScreens"]),
    .library(name: "KeyboardAudit", targets: ["KeyboardAudit"]),
    .library(name: "SwiftPort", targets: ["SwiftPort"]),
    .executable(name: "keyboard-lab-bench", targets: ["keyboard-lab-bench"]),
    .executable(name: "keyboard-lab-layout-bench", targets: ["keyboard-lab-layout-bench"]),
    .executable(name: "keyboard-lab-editing-bench", targets: ["keyboard-lab-editing-bench"]),
    .executable(name: "keyboard-lab", targets: ["keyboard-lab"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    // UIKit's Objective-C enums (UIView.AnimationCurve and the animators' states), declared
    // in C so that Swift imports them as it imports iOS's: open, non-frozen enums.
    .target(name: "CUIKit"),
    .target(name: "UIKit", dependencies: ["Cassowary", "CUIKit"]),
    // Drives a screen as a person and a display would, for tests and scripts outside the
    // package (a user's tests, the keyboard audit).
    .target(name: "UIKitTesting", dependencies: ["UIKit"]),
    // The iOS libraries the seeds import, written from scratch: SnapKit
    // over UIKit's anchors, RxSwift on Foundation only (RxCocoa adds the UIKit and
    // NotificationCenter parts), Then on Foundation only.
    .target(name: "SnapKit", dependencies: ["UIKit"]),
    .target(name: "RxSwift"),
    .target(name: "RxCocoa", dependencies: ["RxSwift", "UIKit"]),
    .target(name: "Then"),
    // `keyboard-lab port`: iOS source rewritten to compile here (#selector, @objc), on
    // Foundation only.
    .target(name: "SwiftPort"),
    // The three seed screens, as their posts write them, with the libraries they import;
    // `keyboard-lab` registers them as a user registers their own.
    .target(name: "SeedScreens", dependencies: ["UIKit", "SnapKit", "RxSwift", "RxCocoa", "Then"]),
    // The keyboard audit: screens driven through UIKitTesting, findings and reports as
    // data; it draws nothing and knows no SDL.
    .target(name: "KeyboardAudit", dependencies: ["UIKit", "UIKitTesting"]),
    .target(name: "KeyboardLab", dependencies: ["UIKit", "UIKitTesting", "KeyboardAudit", "SDLPlatform", "SwiftPort"]),
    .executableTarget(
      name: "keyboard-lab-bench",
      dependencies: ["Cassowary"],
      path: "Benchmarks/Sources/keyboard-lab-bench"
    ),
    .executableTarget(
      name: "keyboard-lab-layout-bench",
      dependencies: ["UIKit", "SeedScreens"],
      path: "Benchmarks/Sources/keyboard-lab-layout-bench"
    ),
    // Typing and pasting into long texts in the headless SDL host (`make bench`).
    .executableTarget(
      name: "keyboard-lab-editing-bench",
      dependencies: ["UIKit", "SDLPlatform"],
      path: "Benchmarks/Sources/keyboard-lab-editing-bench"
    ),
    // The SDL platform: C shims over Debian's SDL2 packages, the only module that
    // imports them, and the app's executable.
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
    .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
    .target(name: "SDLPlatform", dependencies: ["UIKit", "CSDL2", "CSDL2TTF", "CSDL2Image"]),
    .executableTarget(name: "keyboard-lab", dependencies: ["KeyboardLab", "SeedScreens", "SDLPlatform"]),
    // The checks of Sources/LAYERS, on Foundation only: `make lint` runs the executable,
    // ArchitectureTests the library.
    .target(name: "LayerCheck"),
    .executableTarget(name: "check-layers", dependencies: ["LayerCheck"]),
    // Test-only: the per-test runtime trait every UIKit-using test suite takes.
    .target(
      name: "UIKitTestSupport", dependencies: ["UIKit"], path: "Tests/UIKitTestSupport",
      swiftSettings: noTestingOverlays),
    // Test-only: the seed screens in a window, read through their view trees, and
    // registered with the lab as `keyboard-lab` registers them.
    .target(
      name: "SeedScreensTestSupport", dependencies: ["SeedScreens", "KeyboardLab", "UIKit", "UIKitTesting"],
      path: "Tests/SeedScreensTestSupport", swiftSettings: noTestingOverlays),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "SwiftPortTests", dependencies: ["SwiftPort"], exclude: ["Corpus"]),
    .testTarget(
      name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "UIKitTestSupport"], swiftSettings: noTestingOverlays),
    .testTarget(
      name: "UIKitTestingTests", dependencies: ["UIKitTesting", "UIKit", "KeyboardLab", "SeedScreens"],
      swiftSettings: noTestingOverlays),
    .testTarget(
      name: "KeyboardLabTests",
      dependencies: [
        "KeyboardLab", "SeedScreens", "SeedScreensTestSupport", "UIKit", "UIKitTesting", "UIKitTestSupport", "RxSwift",
      ],
      swiftSettings: noTestingOverlays),
    // The seed screens as their posts describe them, through their public API and view
    // trees only (no @testable): what a test outside the app's module can see.
    .testTarget(
      name: "SeedScreensTests",
      dependencies: ["SeedScreens", "SeedScreensTestSupport", "UIKit", "UIKitTesting", "UIKitTestSupport", "RxSwift"],
      swiftSettings: noTestingOverlays),
    // Keyboard code as tutorials and apps write it, compiled in Swift 5 language mode as
    // most such app code still is, driven through the public tester on three phones.
    .testTarget(
      name: "KeyboardTechniquesTests",
      dependencies: ["UIKit", "UIKitTesting", "RxSwift", "RxCocoa", "SnapKit", "Then"],
      swiftSettings: noTestingOverlays + [.swiftLanguageMode(.v5)]),
    // Seed 004's code as its post writes it, in Swift 5 language mode as the post's app is
    // compiled (only the associated-object edit), driven through the public tester.
    .testTarget(
      name: "SeedMemoSwift5Tests",
      dependencies: ["UIKit", "UIKitTesting", "RxSwift", "RxCocoa", "SnapKit", "Then"],
      swiftSettings: noTestingOverlays + [.swiftLanguageMode(.v5)]),
    // The keyboard audit against screens built to fail it one way each, and screens that
    // must pass it.
    .testTarget(
      name: "KeyboardAuditTests",
      dependencies: ["KeyboardAudit", "KeyboardLab", "SeedScreens", "SeedScreensTestSupport", "UIKit", "UIKitTesting"],
      swiftSettings: noTestingOverlays),
    .testTarget(
      name: "SnapKitTests", dependencies: ["SnapKit", "UIKit", "UIKitTestSupport"], swiftSettings: noTestingOverlays),
    .testTarget(
      name: "RxSwiftTests", dependencies: ["RxSwift", "RxCocoa", "SnapKit", "UIKit", "UIKitTestSupport"],
      swiftSettings: noTestingOverlays),
    .testTarget(
      name: "ThenTests", dependencies: ["Then", "UIKit", "UIKitTestSupport"], swiftSettings: noTestingOverlays),
    .testTarget(
      name: "SDLPlatformTests",
      dependencies: [
        "SDLPlatform", "KeyboardLab", "SeedScreens", "SeedScreensTestSupport", "UIKit", "UIKitTestSupport",
      ],
      swiftSettings: noTestingOverlays),
    // Reads Sources/ as text (the layer checks of Sources/LAYERS), so it needs no module of the app.
    .testTarget(name: "ArchitectureTests", dependencies: ["LayerCheck"]),
  ],
  swiftLanguageModes: [.v6]
)
