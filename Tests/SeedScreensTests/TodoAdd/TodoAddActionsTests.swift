import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// The sheet's navigation row: Add keeps the todo and clears the inputs; Cancel clears
/// them; both put the keyboard away, and the field returns to exactly 150.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct TodoAddActionsTests {
  @Test("Add with a title: the todo is kept, inputs cleared, keyboard down, field at 150")
  func addKeepsTheTodo() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.window.handleText("Buy milk 우유")
    UIKitRuntime.current.settle()
    #expect(screen.field.frame.minY == 120)
    screen.click(screen.views.addButton)
    UIKitRuntime.current.settle()
    #expect(storedProperty("todos", of: screen.controller, as: [String].self) == ["Buy milk 우유"])
    #expect(screen.field.text == "")
    #expect(screen.views.statusLabel.text == "Added “Buy milk 우유” · 1 todo")
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.field.frame.minY == 150)
  }

  @Test("Add with an empty title adds nothing and says why")
  func addNeedsATitle() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.views.addButton)
    UIKitRuntime.current.settle()
    #expect(storedProperty("todos", of: screen.controller, as: [String].self) == [])
    #expect(screen.views.statusLabel.text == "Type a title first.")
  }

  @Test("Cancel clears both inputs and hides the keyboard")
  func cancelClears() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.window.handleText("notes")
    UIKitRuntime.current.settle()
    screen.click(screen.views.cancelButton)
    UIKitRuntime.current.settle()
    #expect(screen.textView.text == "")
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.constant == 150)
  }
}
