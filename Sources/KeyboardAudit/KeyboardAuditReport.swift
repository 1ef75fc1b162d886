import Foundation
import UIKit

/// What a keyboard audit found: every case it ran and every finding, as a table
/// (`description`) and as JSON (`jsonData()`, docs/AUDIT.md has the format).
public struct KeyboardAuditReport: Sendable, CustomStringConvertible {
  public let cases: [KeyboardAuditCase]
  public let findings: [KeyboardAuditFinding]
  /// Which text measurement the screens were laid out with.
  public let textMeasurement: String

  /// Whether nothing was found.
  public var isClean: Bool { findings.isEmpty }

  public func findings(of kind: KeyboardAuditFinding.Kind) -> [KeyboardAuditFinding] {
    findings.filter { $0.kind == kind }
  }

  /// The findings of one case.
  public func findings(for audited: KeyboardAuditCase) -> [KeyboardAuditFinding] {
    findings.filter {
      $0.screen == audited.screen && $0.device == audited.device && $0.orientation == audited.orientation
        && $0.window == audited.window && $0.keyboard == audited.keyboard
    }
  }

  /// Whether a case ran in a window that is not the screen: only then do the table and
  /// the contact sheets name each case's window, so a run of the screen alone reads as
  /// it always has.
  public var hasWindows: Bool { cases.contains { $0.window != .fullScreen } }

  // MARK: The table

  /// A row per case with its count of each kind, then every finding.
  public var description: String {
    let kinds = KeyboardAuditFinding.Kind.allCases
    let windowColumn = hasWindows ? ["window"] : []
    var rows: [[String]] = [
      ["screen", "device", "orientation"] + windowColumn + ["keyboard", "inputs"] + kinds.map(\.rawValue)
    ]
    for audited in cases {
      let found = findings(for: audited)
      var row = [audited.screen, audited.device.name, KeyboardAudit.name(of: audited.orientation)]
      if hasWindows { row.append(audited.window.name) }
      row.append(audited.keyboard.rawValue)
      if let skipped = audited.skipped {
        row += ["skipped: \(skipped)"]
      } else {
        row += [String(audited.inputs.count)]
        row += kinds.map { kind in
          let count = found.filter { $0.kind == kind }.count
          return count == 0 ? "·" : String(count)
        }
      }
      rows.append(row)
    }
    let screens = Set(cases.map(\.screen)).count
    var text =
      "keyboard audit: \(screens) screen\(screens == 1 ? "" : "s"), \(cases.count) case\(cases.count == 1 ? "" : "s"),"
      + " \(findings.count) finding\(findings.count == 1 ? "" : "s")\n\n"
    text += Self.table(rows)
    if !findings.isEmpty {
      text += "\nfindings:\n"
      for finding in findings { text += "  \(finding)\n" }
    }
    let notes = cases.flatMap { audited in
      audited.notes.map {
        "\(audited.screen) on"
          + " \(KeyboardAudit.place(audited.device, audited.orientation, audited.window, audited.keyboard)): \($0)"
      }
    }
    if !notes.isEmpty {
      text += "\nnotes:\n"
      for note in notes { text += "  \(note)\n" }
    }
    return text
  }

  /// Columns padded to their widest cell; a last cell wider than its column (a skipped
  /// case's reason) runs on.
  static func table(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows where row.count == columns {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var text = ""
    for row in rows {
      let cells = row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell.padding(toLength: max(widths[i], cell.count), withPad: " ", startingAt: 0)
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    return text
  }

  // MARK: JSON

  private struct JSONReport: Encodable {
    let textMeasurement: String
    let cases: [JSONCase]
    let findings: [JSONFinding]
    let counts: [String: Int]
  }

  /// A window's place on the screen, in screen points.
  private struct JSONFrame: Encodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
  }

  // `window` and `windowFrame` are nil, and so left out, for the screen itself: the JSON
  // of a run without windows is what it was before windows, for the readers written then.
  private struct JSONCase: Encodable {
    let screen: String
    let device: String
    let orientation: String
    let window: String?
    let windowFrame: JSONFrame?
    let keyboard: String
    let inputs: [String]
    let skipped: String?
    let notes: [String]
    let frames: Int
  }

  private struct JSONRect: Encodable {
    let role: String
    let x: Double
    let y: Double
    let width: Double
    let height: Double
  }

  private struct JSONFinding: Encodable {
    let kind: String
    let screen: String
    let device: String
    let orientation: String
    let window: String?
    let keyboard: String
    let input: String
    let phase: String
    let detail: String
    let rects: [JSONRect]
  }

  /// The report as JSON: the cases, every finding with its rectangles (the app window's
  /// points; a case in a window that is not the screen names it, with its frame on the
  /// screen), and the count of each kind.
  public func jsonData() throws -> Data {
    let report = JSONReport(
      textMeasurement: textMeasurement,
      cases: cases.map {
        let inWindow = $0.window != .fullScreen
        let frame = $0.windowFrame
        return JSONCase(
          screen: $0.screen, device: $0.device.name, orientation: KeyboardAudit.name(of: $0.orientation),
          window: inWindow ? $0.window.name : nil,
          windowFrame: inWindow
            ? JSONFrame(
              x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
            : nil,
          keyboard: $0.keyboard.rawValue, inputs: $0.inputs, skipped: $0.skipped, notes: $0.notes, frames: $0.frames)
      },
      findings: findings.map { finding in
        JSONFinding(
          kind: finding.kind.rawValue, screen: finding.screen, device: finding.device.name,
          orientation: KeyboardAudit.name(of: finding.orientation),
          window: finding.window == .fullScreen ? nil : finding.window.name, keyboard: finding.keyboard.rawValue,
          input: finding.input, phase: finding.phase, detail: finding.detail,
          rects: finding.rects.map {
            JSONRect(
              role: $0.role, x: Double($0.rect.minX), y: Double($0.rect.minY), width: Double($0.rect.width),
              height: Double($0.rect.height))
          })
      },
      counts: Dictionary(
        uniqueKeysWithValues: KeyboardAuditFinding.Kind.allCases.map { kind in
          (kind.rawValue, findings.filter { $0.kind == kind }.count)
        }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(report)
  }
}
