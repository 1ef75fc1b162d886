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
    .library(name: "KeyboardLab", targets: ["KeyboardLab"]),
    .executable(name: "keyboard-lab-bench", targets: ["keyboard-lab-bench"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "UIKit", dependencies: ["Cassowary"]),
    .target(name: "KeyboardLab", dependencies: ["UIKit"]),
    .executableTarget(
      name: "keyboard-lab-bench",
      dependencies: ["Cassowary"],
      path: "Benchmarks/Sources/keyboard-lab-bench"
    ),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit"], swiftSettings: noTestingOverlays),
    .testTarget(name: "KeyboardLabTests", dependencies: ["KeyboardLab", "UIKit"], swiftSettings: noTestingOverlays),
  ],
  swiftLanguageModes: [.v6]
)
