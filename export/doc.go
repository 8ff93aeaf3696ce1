// Package export writes a built test package (see package testpkg) in the
// formats of the judges setters upload to: Kattis (problem package format
// 2025-09), DMOJ/VNOJ, CMS (italy_yaml), Codeforces Polygon and Themis.
//
// Each format is one entry in the table returned by Formats: a name, a
// one-line summary and a Write function. Export runs one of them into a
// temporary folder beside the destination and renames it into place, so a
// destination never holds half an export.
//
// Only the manifest and the files it names are read; the engine knows
// nothing of the problem itself. What a format cannot carry is said in its
// Summary: none of them gets a statement, and only Kattis gets the
// solutions.
package export
