--  The greeting in Ada: a language carokit does not run (NOT JUDGED).
with Ada.Text_IO; use Ada.Text_IO;

procedure Greet is
   Name : constant String := Get_Line;
begin
   Put_Line ("Hello, " & Name & "!");
end Greet;
