import Cassowary
import Foundation

// keyboard-lab-bench: times the Swift Cassowary solver on the cases that
// `Benchmarks/kiwi_bench.py --dump-specs DIR` writes, mirroring that script's kiwi timing.
// `make bench` runs it through Benchmarks/run.sh next to kiwi and prints one table.

let usage = """
  usage: keyboard-lab-bench --specs DIR [--json FILE] [--repeats N] [--quick] [--only NAME,...]

    --specs DIR     spec files from `python3 Benchmarks/kiwi_bench.py --dump-specs DIR`
    --json FILE     also write the results as JSON (read by Benchmarks/table.py)
    --repeats N     repeats per case, median reported (default 5; 1 above 10000 constraints)
    --quick         2 repeats (the todo screen keeps 5)
    --only NAMES    only these cases: file names or families (e.g. todo_screen,chain_1000,grid)
  """

/// Writes a line to stdout at once (unbuffered, so a pipe sees each case as it ends).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("keyboard-lab-bench: error: \(message)\n".utf8))
  exit(2)
}

struct Options {
  var specs: String?
  var json: String?
  var repeats = 5
  var only: [String] = []

  init(_ arguments: [String]) {
    var it = arguments.makeIterator()
    func value(_ flag: String) -> String {
      guard let v = it.next() else { fail("\(flag) needs a value\n\(usage)") }
      return v
    }
    while let arg = it.next() {
      switch arg {
      case "--specs": specs = value(arg)
      case "--json": json = value(arg)
      case "--repeats":
        let v = value(arg)
        guard let n = Int(v), n >= 1 else { fail("--repeats needs a positive integer, got '\(v)'") }
        repeats = n
      case "--quick": repeats = 2
      case "--only":
        only = value(arg).split(separator: ",").map {
          String($0).replacingOccurrences(of: "_", with: " ")
        }
      case "-h", "--help":
        say(usage)
        exit(0)
      default: fail("unknown argument '\(arg)'\n\(usage)")
      }
    }
  }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
guard let specDirectory = options.specs else { fail("--specs DIR is required\n\(usage)") }

var specs: [CaseSpec]
do {
  specs = try CaseSpec.loadAll(in: specDirectory)
} catch {
  fail(error.description)
}
if !options.only.isEmpty {
  specs = specs.filter { spec in options.only.contains { $0 == spec.name || $0 == spec.kind.family }
  }
  if specs.isEmpty { fail("--only matched no spec in \(specDirectory)") }
}

#if DEBUG
  say("# warning: debug build; build with -c release for meaningful numbers")
#endif
say("# swift Cassowary, \(ProcessInfo.processInfo.operatingSystemVersionString)")
var results: [CaseResult] = []
var errors: [[String: String]] = []
for spec in specs {
  do {
    let result = try CaseRunner(spec: spec, repeats: options.repeats).run()
    say(result.humanLine)
    results.append(result)
  } catch {
    say("swift  \(spec.name): solver error: \(error)")
    errors.append(["case": spec.name, "error": error.description])
  }
}

if let path = options.json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let report = BenchReport(
    machine: ProcessInfo.processInfo.operatingSystemVersionString, results: results, errors: errors)
  do {
    try encoder.encode(report).write(to: URL(fileURLWithPath: path))
  } catch {
    fail("cannot write \(path): \(error)")
  }
}
exit(errors.isEmpty ? 0 : 1)
