import Foundation
import LayerCheck

// `make lint` runs this from the repository; CI runs the same checks as tests
// (Tests/ArchitectureTests).
let usage = """
  usage: check-layers [REPOSITORY]

  Checks the repository's sources (default: the current directory) against Sources/LAYERS:
  which module may import which, and the one-way order of the folders in each module.
  Prints each violation as `path:line: message`; exits 1 if there is any, 2 if
  Sources/LAYERS cannot be read.
  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
  print(usage)
  exit(0)
}
guard arguments.count <= 1, arguments.first.map({ !$0.hasPrefix("-") }) ?? true else {
  fail(usage, status: 2)
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath, isDirectory: true)

let violations: [Violation]
do {
  violations = try LayerCheck(root: root).violations()
} catch {
  fail("check-layers: \(error)", status: 2)
}
for violation in violations { print(violation) }
if !violations.isEmpty {
  fail("check-layers: \(violations.count) violation(s) of \(Layers.path)", status: 1)
}
