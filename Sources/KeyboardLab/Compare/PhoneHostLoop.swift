import Foundation
import SDLPlatform
import UIKit
import UIKitTesting

/// A phone of the compare mode, run as its own process (`--phone-host FILE`) so that its
/// screen sees only its own keyboard's notifications, as each iOS app does: the lab
/// pushes each frame's time in on standard input, the phone lays out and draws headless,
/// writes its pixels to FILE and answers on standard output. One line each way:
///
///     frame T            → drawn W H KEYBOARD_TOP RESPONDER_BOTTOM FOCUSED CHANGED
///                          (the pixels are written only when CHANGED is 1)
///     down X Y, move X Y, up X Y      a finger, in the phone's points
///     text PERCENT-ENCODED, key NAME  the desktop keyboard
///     focus, dismiss                  the first text input, or end editing
///     quit                            (also at the end of input)
@MainActor
enum PhoneHostLoop {
  static func run(path: String, host: SDLAppHost, session: AppSession) -> Int32 {
    let window = session.window
    let reader = WindowReader(window)
    let output = FileHandle.standardOutput
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let pixels = FileHandle(forWritingAtPath: path)
    else {
      FileHandle.standardError.write(Data("keyboard-lab: --phone-host: cannot write \(path)\n".utf8))
      return 1
    }
    func reply(_ line: String) { output.write(Data((line + "\n").utf8)) }
    var wrote = false
    while let line = readLine() {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let verb = words.first else { continue }
      let rest = words.count > 1 ? words[1] : ""
      func point() -> CGPoint? {
        let numbers = rest.split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
      }
      switch verb {
      case "frame":
        guard let time = Double(rest) else { continue }
        do {
          let shot = try host.drawFrame(at: time)
          // A frame that changed nothing leaves the file as it is: the lab keeps its image.
          let changed = !wrote || host.runtime.frameIsDirty
          if changed {
            try pixels.seek(toOffset: 0)
            pixels.write(Data(shot.rgba))
            wrote = true
          }
          let top = reader.keyboardTop
          var bottom = -1.0
          if let view = window.firstResponder as? UIView { bottom = Double(reader.presentedFrame(of: view).maxY) }
          reply(
            "drawn \(shot.width) \(shot.height) \(top) \(bottom) \(window.isTextInputActive ? 1 : 0) \(changed ? 1 : 0)"
          )
        } catch {
          FileHandle.standardError.write(Data("keyboard-lab: --phone-host: \(error)\n".utf8))
          return 1
        }
      case "down": if let p = point() { window.handleTouch(.began, at: p) }
      case "move": if let p = point() { window.handleTouch(.moved, at: p) }
      case "up": if let p = point() { window.handleTouch(.ended, at: p) }
      case "text": window.handleText(rest.removingPercentEncoding ?? rest)
      case "key": if let (key, modifiers) = Script.parseKey(rest) { window.handleKey(key, modifiers: modifiers) }
      case "focus": session.switcher.focusFirstTextInput()
      case "dismiss": _ = window.endEditing(true)
      case "quit": return 0
      default: continue
      }
    }
    return 0
  }
}
