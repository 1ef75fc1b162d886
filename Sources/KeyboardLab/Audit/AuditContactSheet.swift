import Foundation
@_spi(Lab) import KeyboardAudit
import SDLPlatform
import UIKit

/// `--report DIR`: a PNG contact sheet per screen — the settled frame of every tapped
/// input in every case, a row per device (and per app window, on an iPad whose window
/// is a share of its screen: that screen drawn whole, the window on it), the input and
/// what was found outlined, the case written under it — and an index.html that links
/// the sheets and lists the findings.
@MainActor
enum AuditContactSheet {
  /// Sheet pixels per point: a 390×844 phone is 156×338 pixels.
  static let pixelsPerPoint: CGFloat = 0.4
  static let gap: CGFloat = 40
  static let captionHeight: CGFloat = 90
  static let headerHeight: CGFloat = 110
  /// The narrowest a cell is, so that a portrait phone's caption fits under it.
  static let minimumCellWidth: CGFloat = 620
  /// What lies beside or behind the app's window when it is a share of the screen: the
  /// other app, drawn as a plain page.
  static let otherAppColor = UIColor(white: 0.8, alpha: 1)
  static let windowEdgeColor = UIColor(white: 0.35, alpha: 1)

  struct WriteError: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes the sheets and the index; returns the index's path.
  static func write(report: KeyboardAuditReport, frames: [AuditSettledFrame], to directory: String) throws -> String {
    let root = URL(fileURLWithPath: directory)
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw WriteError(description: "cannot make the report directory \(directory): \(error.localizedDescription)")
    }
    let fonts: FontCache
    switch LabFonts.shared {
    case .success(let loaded): fonts = loaded
    case .failure(let error): throw WriteError(description: "the contact sheets need the lab's fonts: \(error)")
    }
    var screens: [String] = []
    for audited in report.cases where !screens.contains(audited.screen) { screens.append(audited.screen) }
    var sheets: [String: String] = [:]
    for screen in screens {
      let shown = frames.filter { $0.screen == screen }
      guard !shown.isEmpty else { continue }
      let file = "\(screen).png"
      try draw(screen: screen, frames: shown, fonts: fonts).savePNG(to: root.appendingPathComponent(file).path)
      sheets[screen] = file
    }
    let index = root.appendingPathComponent("index.html")
    do {
      try html(report: report, screens: screens, sheets: sheets).write(to: index, atomically: true, encoding: .utf8)
    } catch {
      throw WriteError(description: "cannot write \(index.path): \(error.localizedDescription)")
    }
    return index.path
  }

  // MARK: The sheet

  static func draw(screen: String, frames: [AuditSettledFrame], fonts: FontCache) throws -> SDLScreenshot {
    // A row per device and window, in the order the audit first ran each.
    var rows: [[AuditSettledFrame]] = []
    for frame in frames {
      if let row = rows.firstIndex(where: { $0[0].device == frame.device && $0[0].window == frame.window }) {
        rows[row].append(frame)
      } else {
        rows.append([frame])
      }
    }
    var placed: [(AuditSettledFrame, CGPoint)] = []
    var y = headerHeight
    var width: CGFloat = 900
    for row in rows {
      var x = gap
      for frame in row {
        placed.append((frame, CGPoint(x: x, y: y)))
        x += max(frame.size.width, minimumCellWidth) + gap
      }
      width = max(width, x)
      y += (row.map(\.size.height).max() ?? 0) + captionHeight + gap
    }
    let pixelWidth = Int((width * pixelsPerPoint).rounded(.up))
    let pixelHeight = Int((y * pixelsPerPoint).rounded(.up))
    let surface = try SDLHeadlessSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, turnable: false)
    let canvas = SDLCanvas(target: surface, fonts: fonts, pixelsPerPoint: pixelsPerPoint)
    canvas.beginFrame(clearColor: UIColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1))
    canvas.drawText(
      "\(screen) — keyboard audit: \(frames.count) tapped inputs, outlined: the input (blue) and what hides it (red)",
      at: CGPoint(x: gap, y: 30), font: .boldSystemFont(ofSize: 44), color: .black)
    for (frame, origin) in placed { drawCell(frame, at: origin, on: canvas) }
    canvas.finishFrame()
    return try SDLScreenshot.capture(surface.renderer, width: pixelWidth, height: pixelHeight)
  }

  static func drawCell(_ frame: AuditSettledFrame, at origin: CGPoint, on canvas: SDLCanvas) {
    let bounds = CGRect(origin: .zero, size: frame.size)
    canvas.saveState()
    canvas.translate(by: origin)
    canvas.saveState()
    canvas.clip(to: bounds)
    let inWindow = frame.window != .fullScreen
    if inWindow {
      canvas.fill(bounds, cornerRadius: 0, color: otherAppColor)
      canvas.fill(frame.windowFrame, cornerRadius: 0, color: .white)
    } else {
      canvas.fill(bounds, cornerRadius: 0, color: .white)
    }
    for command in frame.commands { replay(command, on: canvas) }
    if inWindow {
      canvas.stroke(frame.windowFrame.insetBy(dx: -2, dy: -2), cornerRadius: 0, lineWidth: 4, color: windowEdgeColor)
    }
    for outline in frame.outlines {
      let color: UIColor =
        outline.role == "input"
        ? UIColor(red: 0, green: 0.35, blue: 1, alpha: 1) : UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)
      canvas.stroke(outline.rect.insetBy(dx: 2, dy: 2), cornerRadius: 0, lineWidth: 6, color: color)
    }
    canvas.restoreState()
    let clean = frame.kinds.isEmpty
    canvas.stroke(
      bounds.insetBy(dx: -4, dy: -4), cornerRadius: 0, lineWidth: 8,
      color: clean ? UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1) : UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)
    )
    let kinds = frame.kinds.reduce(into: [String]()) { if !$0.contains($1.rawValue) { $0.append($1.rawValue) } }
    let window = inWindow ? " · \(frame.window.name) window" : ""
    canvas.drawText(
      "\(frame.device.name) · \(KeyboardAudit.name(of: frame.orientation))\(window) · \(frame.keyboard.rawValue)",
      at: CGPoint(x: 0, y: frame.size.height + 12), font: .systemFont(ofSize: 30), color: .black)
    canvas.drawText(
      "\(frame.input): \(clean ? "clean" : kinds.joined(separator: ", "))",
      at: CGPoint(x: 0, y: frame.size.height + 50), font: .boldSystemFont(ofSize: 30),
      color: clean ? UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1) : UIColor(red: 0.8, green: 0, blue: 0, alpha: 1)
    )
    canvas.restoreState()
  }

  /// Draws a recorded command again, in the state it was recorded in.
  static func replay(_ command: DrawCommand, on canvas: any Canvas) {
    canvas.saveState()
    if let clip = command.context.clip { canvas.clip(to: clip) }
    if command.context.alpha < 1 { canvas.multiplyAlpha(command.context.alpha) }
    switch command {
    case .fill(let rect, let radius, let color, _):
      canvas.fill(rect, cornerRadius: radius, color: color)
    case .stroke(let rect, let radius, let width, let color, _):
      canvas.stroke(rect, cornerRadius: radius, lineWidth: width, color: color)
    case .text(let string, let frame, let font, let color, _):
      canvas.drawText(string, at: frame.origin, font: font, color: color)
    case .image(let image, let rect, _):
      canvas.drawImage(image, in: rect)
    }
    canvas.restoreState()
  }

  // MARK: The index

  static func html(report: KeyboardAuditReport, screens: [String], sheets: [String: String]) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    let kinds = KeyboardAuditFinding.Kind.allCases
    var page = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>KeyboardLab keyboard audit</title>
      <style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}
      td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}td.n{text-align:right}
      img{max-width:100%;border:1px solid #ccc}</style></head><body>
      <h1>Keyboard audit</h1>
      <p>\(report.cases.count) cases, \(report.findings.count) findings; text measured with \(escape(report.textMeasurement)).</p>
      <table><tr><th>screen</th><th>cases</th>
      """
    page += kinds.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>sheet</th></tr>\n"
    for screen in screens {
      let found = report.findings.filter { $0.screen == screen }
      let cases = report.cases.filter { $0.screen == screen }.count
      page += "<tr><td><a href=\"#\(escape(screen))\">\(escape(screen))</a></td><td class=n>\(cases)</td>"
      page += kinds.map { kind in "<td class=n>\(found.filter { $0.kind == kind }.count)</td>" }.joined()
      page += "<td>" + (sheets[screen].map { "<a href=\"\(escape($0))\">\(escape($0))</a>" } ?? "") + "</td></tr>\n"
    }
    page += "</table>\n"
    for screen in screens {
      page += "<h2 id=\"\(escape(screen))\">\(escape(screen))</h2>\n"
      if let sheet = sheets[screen] {
        page += "<p><a href=\"\(escape(sheet))\"><img src=\"\(escape(sheet))\"></a></p>\n"
      }
      let found = report.findings.filter { $0.screen == screen }
      if found.isEmpty {
        page += "<p>No findings.</p>\n"
        continue
      }
      page += "<table><tr><th>kind</th><th>device</th><th>orientation</th>"
      page += (report.hasWindows ? "<th>window</th>" : "") + "<th>keyboard</th><th>input</th>"
      page += "<th>phase</th><th>detail</th></tr>\n"
      for finding in found {
        let window = report.hasWindows ? [finding.window.name] : []
        let cells =
          [finding.kind.rawValue, finding.device.name, KeyboardAudit.name(of: finding.orientation)] + window + [
            finding.keyboard.rawValue, finding.input, finding.phase, finding.detail,
          ]
        page += "<tr>" + cells.map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n"
      }
      page += "</table>\n"
    }
    return page + "</body></html>\n"
  }
}
