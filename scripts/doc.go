// Package scripts holds the README's measuring scripts (bash), and the
// test that runs each of them on small arguments so that every command
// the README's Speed table shows keeps working.
package scripts
