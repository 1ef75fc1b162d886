// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardLab",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .executable(name: "keyboard-lab-bench", targets: ["keyboard-lab-bench"]),
  ],
  targets: [
    .target(name: "Cassowary"),
    .executableTarget(
      name: "keyboard-lab-bench",
      dependencies: ["Cassowary"],
      path: "Benchmarks/Sources/keyboard-lab-bench"
    ),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
  ],
  swiftLanguageModes: [.v6]
)
