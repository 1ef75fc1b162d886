// swift-tools-version: 6.0
// An iOS developer's own screen in the lab: this package depends on KeyboardLab by path
// (a URL works the same) and runs its screen with the seed screens (docs/OWN-SCREENS.md).
import PackageDescription

let package = Package(
  name: "ProfileForm",
  dependencies: [.package(name: "KeyboardLab", path: "../..")],
  targets: [
    .executableTarget(
      name: "profile-form",
      dependencies: [
        .product(name: "KeyboardLab", package: "KeyboardLab"),
        .product(name: "UIKit", package: "KeyboardLab"),
      ])
  ]
)
