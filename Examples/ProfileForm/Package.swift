// swift-tools-version: 6.0
// An iOS developer's own screen in the lab: this package depends on KeyboardLab by path
// (a URL works the same), runs its screen beside the seed screens, and audits it from its
// own tests (docs/OWN-SCREENS.md).
import PackageDescription

let package = Package(
  name: "ProfileForm",
  dependencies: [.package(name: "KeyboardLab", path: "../..")],
  targets: [
    .target(
      name: "ProfileScreens",
      dependencies: [.product(name: "UIKit", package: "KeyboardLab")]),
    .executableTarget(
      name: "profile-form",
      dependencies: [
        "ProfileScreens",
        .product(name: "KeyboardLab", package: "KeyboardLab"),
        .product(name: "SeedScreens", package: "KeyboardLab"),
        .product(name: "UIKit", package: "KeyboardLab"),
      ]),
    // Swift Testing's overlay for Apple's UIKit trips over a module named UIKit: a test
    // target that imports both turns cross-import overlays off (allowed here, in the
    // root package).
    .testTarget(
      name: "ProfileScreensTests",
      dependencies: [
        "ProfileScreens",
        .product(name: "KeyboardLab", package: "KeyboardLab"),
        .product(name: "UIKit", package: "KeyboardLab"),
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ]
)
